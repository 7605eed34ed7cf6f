### (being written)
